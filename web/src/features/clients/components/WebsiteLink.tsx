import { websiteHref } from '@comptoir/core/modules/clients';

/** A firm's website, opened in a new tab ('example.fr' gets its https://). */
export function WebsiteLink({ website }: { website: string }) {
  return (
    <a
      className="text-primary underline-offset-2 hover:underline"
      href={websiteHref(website)}
      target="_blank"
      rel="noreferrer noopener"
    >
      {website}
    </a>
  );
}
