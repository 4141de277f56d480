/// <reference types="vite/client" />
// CSS modules (x.module.css) typed for the whole project via Vite's client types.
