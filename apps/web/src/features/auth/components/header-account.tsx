import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

/** Right side of the public header: Login and Register for visitors (Register hidden on the smallest screens). */
export function HeaderAccount() {
  return (
    <div className="flex items-center gap-2">
      <Button asChild variant="outline" size="sm">
        <Link to="/login">Login</Link>
      </Button>
      <Button asChild size="sm" className="hidden sm:inline-flex">
        <Link to="/register">Register</Link>
      </Button>
    </div>
  );
}
