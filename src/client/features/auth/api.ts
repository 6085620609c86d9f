// The auth screens' calls (SPEC §7 Authentication). Bodies are typed by the shared schemas the server validates.
import { useQuery } from '@tanstack/react-query';
import type {
  DemoLogin,
  LoginRequest,
  RegisterRequest,
  SendCodeRequest,
  SendCodeResponse,
  VerifyCodeRequest,
  VerifyCodeResponse,
  VerifyEmailRequest,
  VerifyEmailResponse,
} from '@shared/schemas/auth';
import type { User } from '@shared/schemas/user';
import { apiJson } from '@client/lib/api';

type UserResponse = { user: User };

export const login = (body: LoginRequest) => apiJson<UserResponse>('POST', '/api/auth/login', body);
export const register = (body: RegisterRequest) => apiJson<UserResponse>('POST', '/api/auth/register', body);
export const sendCode = (body: SendCodeRequest) => apiJson<SendCodeResponse>('POST', '/api/auth/send-code', body);
export const verifyCode = (body: VerifyCodeRequest) =>
  apiJson<VerifyCodeResponse>('POST', '/api/auth/verify-code', body);
export const verifyEmail = (body: VerifyEmailRequest) =>
  apiJson<VerifyEmailResponse>('POST', '/api/auth/verify-email', body);

/** The demo sign-in, only in demo mode (the server answers 404 otherwise, and then nothing is pre-filled). */
export function useDemoLogin() {
  return useQuery<DemoLogin>({ queryKey: ['/api/auth/demo'] });
}
