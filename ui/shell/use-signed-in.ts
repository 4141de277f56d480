/**
 * Whether a visitor is signed in. A placeholder that always answers false: the
 * accounts work replaces this body with a read of the account view model.
 */
export function useSignedIn(): boolean {
  return false;
}
