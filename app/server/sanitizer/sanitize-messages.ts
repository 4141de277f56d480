/** What the site server's main thread and its sanitiser worker say to each other. */
export interface SanitizeJob {
  readonly id: number;
  readonly html: string;
}
export type SanitizeAnswer =
  { readonly id: number; readonly clean: string } | { readonly id: number; readonly error: string };
