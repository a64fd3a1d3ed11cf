// Route-module entry to the issue 13 account-link services (forgot/reset password, verification).
export {
  requestPasswordReset,
  resendEmailVerification,
  resetPassword,
  sendEmailVerification,
  verifyEmail,
} from "../services/accounts/links";
