/** Where a shopper asks for a password reset link (linked from the sign-in form). */
export const FORGOT_PASSWORD_PATH = '/forgot-password';
