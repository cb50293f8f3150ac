import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ShieldCheck, Users } from 'lucide-react';
import { DEPARTMENTS, type Candidate, type Department } from '@comptoir/core/modules/team';
import { SEARCH_DEBOUNCE_MS } from '@comptoir/core/modules/products';
import { ActionDialog } from '@/components/form/ActionDialog';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { errorMessage, useAddMember, useCandidates } from '../api';

export interface AddMemberDialogProps {
  onClose: () => void;
  /** Called with the server's success message. */
  onAdded: (message: string) => void;
}

/**
 * 'Add Member' (spec §2, §5 Team add): the system users not yet in the team (matched by e-mail,
 * any case), administrators labelled, each with a button per department.
 */
export function AddMemberDialog({ onClose, onAdded }: AddMemberDialogProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const candidates = useCandidates(q, true);
  const add = useAddMember();
  const [error, setError] = useState<string | null>(null);

  const assign = async (user: Candidate, department: Department) => {
    setError(null);
    try {
      const answer = await add.mutateAsync({ userId: user.id, department });
      onAdded(answer.message);
      onClose();
    } catch (e) {
      setError(errorMessage(e, 'team.errors.add'));
    }
  };

  const items = candidates.data?.items ?? [];
  return (
    <ActionDialog texts="team.add" onClose={onClose} size="lg">
      <div className="space-y-4">
        <label className="block space-y-1 text-sm">
          <span className="font-medium">{t('team.add.search')}</span>
          <Input type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
        </label>
        {error ? <Alert variant="destructive">{error}</Alert> : null}
        {candidates.isError ? (
          <Alert variant="destructive">{errorMessage(candidates.error, 'team.errors.candidates')}</Alert>
        ) : null}
        {candidates.isPending ? (
          <p role="status" className="text-muted-foreground py-6 text-center text-sm">
            {t('team.add.loading')}
          </p>
        ) : items.length === 0 && !candidates.isError ? (
          <EmptyState icon={Users} title={t('team.add.empty')} as="h3" />
        ) : (
          <ul className="divide-y rounded-lg border" aria-label={t('team.add.title')}>
            {items.map((user) => (
              <li key={user.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
                <div className="min-w-0">
                  <p className="flex flex-wrap items-center gap-2 font-medium">
                    <span className="truncate">{user.name}</span>
                    {user.isAdmin ? (
                      <Badge variant="primary">
                        <ShieldCheck aria-hidden="true" className="size-3" />
                        {t('team.add.admin')}
                      </Badge>
                    ) : null}
                  </p>
                  <p className="text-muted-foreground truncate text-sm">{user.email}</p>
                </div>
                <div className="flex flex-wrap gap-1">
                  {DEPARTMENTS.map((department) => (
                    <Button
                      key={department}
                      variant="outline"
                      size="sm"
                      disabled={add.isPending}
                      aria-label={t('team.actions.assignTo', {
                        name: user.name,
                        department: t(`team.departments.${department}`),
                      })}
                      onClick={() => void assign(user, department)}
                    >
                      {t(`team.departments.${department}`)}
                    </Button>
                  ))}
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </ActionDialog>
  );
}
