/**
 * A private plain copy of plain data (a use case's answer, a shared constant, a view model's
 * state): valtio proxies what it is given, so a copy keeps shared values from being wrapped or
 * changed through the state, and a copy out of a proxy is what travels to the browser as a seed.
 */
export const plainCopy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
