import { AppleIcon, GoogleIcon } from '@/components/ui/icons';

/** Google and Apple sign-in are shown but not wired up yet. */
export function SocialSignIn() {
  return (
    <div className="social-auth">
      <div className="auth-divider">
        <span>or</span>
      </div>
      <button type="button" className="btn btn--social" disabled title="Google sign-in is coming soon">
        <GoogleIcon size={20} />
        Sign in with Google
      </button>
      <button
        type="button"
        className="btn btn--social btn--apple"
        disabled
        title="Sign in with Apple is coming soon"
      >
        <AppleIcon size={20} />
        Sign in with Apple
      </button>
      <p className="social-auth__note">Google and Apple sign-in are coming soon.</p>
    </div>
  );
}
