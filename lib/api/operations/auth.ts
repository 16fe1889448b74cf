import { operation } from "@/lib/api/handler";
import {
  ZChangePassword,
  ZConfirmEmail,
  ZForgotPassword,
  ZLogin,
  ZRegister,
  ZResetPassword,
} from "@/lib/validation/auth";

const TAG = "Auth";

export const authOperations = {
  login: operation({
    auth: "public",
    body: ZLogin,
    doc: {
      method: "POST",
      path: "/auth/login",
      summary: "Sign in: { accessToken, user }, and the session cookie",
      tag: TAG,
    },
  }),
  logout: operation({
    auth: "public",
    doc: { method: "POST", path: "/auth/logout", summary: "End this session and clear its cookie", tag: TAG },
  }),
  me: operation({ auth: "user", doc: { method: "GET", path: "/auth/me", summary: "The signed-in user", tag: TAG } }),
  register: operation({
    auth: "optional",
    body: ZRegister,
    doc: {
      method: "POST",
      path: "/auth/register",
      summary: "Create an account (visitors: a pending Client)",
      tag: TAG,
    },
  }),
  forgotPassword: operation({
    auth: "public",
    body: ZForgotPassword,
    doc: { method: "POST", path: "/auth/forgotPassword", summary: "E-mail a password reset link", tag: TAG },
  }),
  confirmEmail: operation({
    auth: "public",
    body: ZConfirmEmail,
    doc: {
      method: "POST",
      path: "/auth/confirmEmail",
      summary: "Confirm a registration's e-mail address with the token from its mail",
      tag: TAG,
    },
  }),
  resetPassword: operation({
    auth: "public",
    body: ZResetPassword,
    doc: { method: "POST", path: "/auth/resetPassword", summary: "Set a new password with a reset token", tag: TAG },
  }),
  changePassword: operation({
    auth: "user",
    body: ZChangePassword,
    doc: {
      method: "POST",
      path: "/auth/changePassword",
      summary: "Change your own password (other sessions end)",
      tag: TAG,
    },
  }),
};
