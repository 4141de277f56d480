// hls.js ships its light build without a declaration of its own: it is the same class
declare module 'hls.js/light' {
  export { default } from 'hls.js';
}
