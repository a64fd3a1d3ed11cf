// Route-module entry to the account-link services (forgot/reset password, verification).
export {
  requestPasswordReset,
  resendEmailVerification,
  resetPassword,
  sendEmailVerification,
  verifyEmail,
} from "../../../services/accounts/links";
