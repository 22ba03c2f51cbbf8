import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'shared-ui/toaster';

/**
 * Why a Google sign-in came back to /login (`?error=<code>`, set by the server's callback). Codes, not texts,
 * travel in the address, so nobody can make the page show words of their choosing.
 */
const GOOGLE_SIGN_IN_ERRORS: Record<string, string> = {
  google_unknown_user:
    'No account uses this Google email address. Ask your administrator to add you, or sign in with your password.',
  google_unverified_email: 'Google has not verified this email address. Please sign in with your password.',
  google_failed: 'Google sign-in failed. Please try again.',
  google_not_configured:
    'Google sign-in is not set up on this server. Please sign in with your email and password.',
};

export function googleSignInErrorText(code: string | null): string | null {
  return code ? (GOOGLE_SIGN_IN_ERRORS[code] ?? null) : null;
}

/** Shows a refused Google sign-in as an error toast once, and clears the code from the address. */
export function useGoogleSignInError(): void {
  const [params, setParams] = useSearchParams();
  const text = googleSignInErrorText(params.get('error'));

  useEffect(() => {
    if (!text) return;
    setParams({}, { replace: true });
    // A fixed id: StrictMode's second effect run replaces the toast instead of stacking a copy.
    toast.error(text, { id: 'google-sign-in-error' });
  }, [text, setParams]);
}
