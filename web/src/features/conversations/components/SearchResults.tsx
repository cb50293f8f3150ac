import { useTranslation } from 'react-i18next';
import type { ConversationMessage } from '@comptoir/core/modules/conversations';
import { Button } from '@/components/ui/button';
import { formatMessageTime } from '../format';

/** The messages of a thread search, each with a button that shows it in the thread. */
export function SearchResults({
  loading,
  items,
  onShow,
}: {
  loading: boolean;
  items: ConversationMessage[];
  onShow: (id: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="min-h-0 flex-1 overflow-y-auto rounded-lg border p-3" aria-busy={loading}>
      {loading ? (
        <p className="text-muted-foreground text-sm" role="status">
          {t('conversations.loading')}
        </p>
      ) : items.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t('conversations.search.none')}</p>
      ) : (
        <>
          <p className="text-muted-foreground mb-2 text-xs" role="status">
            {t('conversations.search.results', { count: items.length })}
          </p>
          <ul className="space-y-2">
            {items.map((m) => (
              <li key={m.id} className="rounded-md border p-2 text-sm">
                <p className="text-muted-foreground text-xs">
                  {m.author} · {formatMessageTime(m.createdAt)}
                </p>
                <p className="line-clamp-3 whitespace-pre-wrap">{m.content}</p>
                <Button variant="link" size="sm" className="h-auto px-0" onClick={() => onShow(m.id)}>
                  {t('conversations.search.show')}
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
