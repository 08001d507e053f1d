import { useNavigate } from 'react-router';
import { baseApi } from '@/lib/api';
import { clearSession } from '@/lib/session';
import { HOME_PATH } from '@/lib/site-paths';
import { useAppDispatch } from '@/lib/store-hooks';
import { notify } from '@/lib/toast';
import { useLogoutMutation } from '../api';
import { finishSignOut, startSignOut } from '../lib/sign-out';

/**
 * Log out: revoke the refresh cookie on the server, forget the session and every cached answer (so the
 * next person on this browser sees none of it), toast 'User logged out' and go home.
 * Signing out locally must work even when the server cannot be reached.
 */
export function useLogout() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [logoutRequest, { isLoading }] = useLogoutMutation();

  const logout = async () => {
    try {
      await logoutRequest().unwrap();
    } catch {
      // The refresh cookie expires on its own; the local sign-out below still happens.
    }
    startSignOut();
    try {
      dispatch(clearSession());
      dispatch(baseApi.util.resetApiState());
      notify.success('User logged out');
      await navigate(HOME_PATH);
    } finally {
      finishSignOut();
    }
  };

  return { logout, isLoggingOut: isLoading };
}
