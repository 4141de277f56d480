// The shell's profile button reads 'Login' or 'Profile' from the account view model.
export { useSignedIn } from '../account/use-signed-in';
