import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

/** A titled card inside a settings tab. */
export function Section({
  title,
  description,
  children,
  footer,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">{title}</CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className="space-y-4">
        {children}
        {footer ? (
          <div className="flex flex-wrap items-center justify-end gap-3 border-t pt-4">{footer}</div>
        ) : null}
      </CardContent>
    </Card>
  );
}

/** The error text of a failed save, or nothing. */
export function errorText(error: unknown): string | null {
  return error instanceof Error && error.message ? error.message : null;
}
