// The texts of the back office's sign-in, password reset and shell (back office §2, §5, §8: the
// spec's exact words first, ours where it is silent). Kept out of MSG (src/lib/messages/shop.ts), which
// every storefront page carries.

export const ADMIN_AUTH_MSG = {
  // /adm-login (§2 Admin login)
  portalTitle: "Admin Portal",
  portalIntro: "Sign in to manage the shop.",
  emailLabel: "Email",
  passwordLabel: "Password",
  login: "Login",
  authenticating: "Authenticating...",
  forgotLink: "Forgot Password?",
  loginFillAll: "Please enter your email and password.",
  loggedIn: "Login successful.",
  /** One answer for an unknown e-mail, a wrong password and a deactivated admin. */
  invalidLogin: "Invalid email or password.",
  tooManyLogins: (minutes: number) => `Too many failed attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
  demoPasswordRefused:
    "The demo admin password cannot be used on a production server. Set your own with `npm run admin:create -- --email <your e-mail> --name <your name>`.",
  // /adm-forgot-password (§2 Admin reset password)
  resetTitle: "Reset Admin Password",
  resetIntro: "Enter your email, the secret key you were given and a new password.",
  secretKeyLabel: "Secret key",
  newPasswordLabel: "New password",
  resetSubmit: "Reset Password",
  resetting: "Resetting...",
  backToLogin: "Back to Login",
  resetFillAll: "Please enter your email, secret key and new password.",
  /** One answer for an unknown e-mail and a wrong secret. */
  invalidReset: "Invalid email or secret key.",
  passwordReset: "Password reset. Please sign in with your new password.",
  tooManyResets: (minutes: number) => `Too many failed attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
  // Logout and the shell (§2 Admin shell)
  loggedOut: "Logged out.",
  logout: "Logout",
  loggingOut: "Logging out...",
  forgotPassword: "Forgot Password",
  openMenu: "Menu",
  closeMenu: "Close menu",
  navLabel: "Back office",
  signedInAs: (name: string) => `Signed in as ${name}`,
  networkError: "Client side error",
} as const;
