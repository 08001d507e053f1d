import type { ReactNode } from 'react';
import { DashboardTitle } from '@/components/ui/dashboard-title';
import { HeadedSection } from '@/components/ui/headed-section';
import { LoadingBlock } from '@/components/ui/loading-block';
import { QueryState } from '@/components/ui/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate } from '@/lib/format';
import { selectSessionUser } from '@/lib/session';
import { useAppSelector } from '@/lib/store-hooks';
import { usePageTitle } from '@/lib/use-page-title';
import { useGetMeQuery } from '../api';
import { ChangePasswordDialog } from '../components/change-password-dialog';

export function ProfilePage() {
  usePageTitle('Profile');
  const sessionUser = useAppSelector(selectSessionUser);
  const userId = sessionUser?.id ?? '';
  const query = useGetMeQuery(userId, { skip: !userId });

  return (
    <div className="grid max-w-3xl gap-6">
      <DashboardTitle
        title="Profile"
        lead="Your account details."
        action={userId && <ChangePasswordDialog userId={userId} />}
      />

      <HeadedSection look="panel" headingId="profile-details" title="Account details">
        <QueryState
          query={query}
          data={query.data?.data}
          failure="Your profile could not be loaded."
          skeleton={<ProfileSkeleton />}
        >
          {(user) => (
            <dl className="grid gap-x-8 gap-y-5 sm:grid-cols-2">
              <Detail term="Name" value={user.name} />
              <Detail term="Email" value={user.email} />
              <Detail term="Role" value={<span className="capitalize">{user.role}</span>} />
              <Detail term="Member since" value={formatDate(user.createdAt)} />
            </dl>
          )}
        </QueryState>
      </HeadedSection>
    </div>
  );
}

function Detail({ term, value }: { term: string; value: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm font-medium text-slate-600">{term}</dt>
      <dd className="mt-1 truncate text-base font-semibold text-slate-900">{value}</dd>
    </div>
  );
}

function ProfileSkeleton() {
  return (
    <LoadingBlock label="Loading profile" className="grid gap-5 sm:grid-cols-2">
      {['name', 'email', 'role', 'since'].map((key) => (
        <div key={key} className="grid gap-2">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-6 w-48" />
        </div>
      ))}
    </LoadingBlock>
  );
}
