import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants.ts';
import { text } from './text.ts';
import { nameSchema } from './user.ts';

export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants.ts';

export const emailSchema = text({ max: 254, required: 'Email is required' })
  .pipe(z.email('Invalid email'))
  .transform((email) => email.toLowerCase());

/** A password is taken as typed: surrounding spaces are part of it. */
const passwordSchema = (requiredMessage: string) =>
  text({
    max: PASSWORD_MAX_LENGTH,
    required: requiredMessage,
    trim: false,
    tooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  });

const newPasswordSchema = (requiredMessage: string) =>
  passwordSchema(requiredMessage).min(
    PASSWORD_MIN_LENGTH,
    `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  );

export const loginSchema = z.object({
  email: emailSchema,
  password: passwordSchema('Password is required'),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** Registration never takes a role or status from the client: unknown keys are stripped. */
export const registerSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  password: newPasswordSchema('Password is required'),
});
export type RegisterInput = z.infer<typeof registerSchema>;

export const changePasswordSchema = z.object({
  password: passwordSchema('Current Password is required'),
  newPassword: newPasswordSchema('New Password is required'),
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** Claims of the access token (15 minutes, HS256). */
export const accessTokenClaimsSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.string(),
  /** Session version: a token older than the user's current one (password changed since) is refused. */
  sv: z.number().int().optional(),
  /** Session id (the refresh-token family): once the session ends (logout, theft, block), so does the token. */
  sid: z.string().optional(),
  iat: z.number().optional(),
  exp: z.number().optional(),
});
export type AccessTokenClaims = z.infer<typeof accessTokenClaimsSchema>;

export const refreshAnswerSchema = z.object({ accessToken: z.string() });

/** How long a "Forgot password?" link works. */
export const RESET_LINK_MINUTES = 30;

export const PASSWORD_RESET_MESSAGES = {
  /** The same answer whether an account has that email or not. */
  sent: `If an account uses that email, we have sent it a link to reset the password. The link works for ${RESET_LINK_MINUTES} minutes.`,
  badLink: 'This reset link is invalid, already used or expired. Ask for a new one.',
  done: 'Your password has been reset. Log in with your new password.',
  tooMany: 'Too many reset requests. Try again later.',
} as const;

/** Body of POST /auth/forgot-password. */
export const forgotPasswordSchema = z.object({ email: emailSchema });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

/** Body of POST /auth/reset-password: the token from the mailed link and the new password. */
export const resetPasswordSchema = z.object({
  token: text({ max: 200, required: PASSWORD_RESET_MESSAGES.badLink }),
  password: newPasswordSchema('New Password is required'),
});
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;
