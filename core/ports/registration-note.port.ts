/**
 * The fan's note, in this tab (site: sessionStorage), that they left for the login portal's
 * register page. The portal sends a new account back exactly as it sends back a sign-in
 * (`loginSuccess=true`), and its return is a full page load that forgets everything else,
 * so this note is how the returning page tells a registration from a sign-in.
 */
export interface RegistrationNote {
  /** epoch ms of the click on Register; null when there is none (or the storage cannot say: the server) */
  read(): number | null;
  write(atMs: number): void;
  clear(): void;
}
