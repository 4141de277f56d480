// The shell's profile button reads 'Login' or 'Profile' from the account view model.
export { useSignedIn } from '../features/account/use-signed-in';
