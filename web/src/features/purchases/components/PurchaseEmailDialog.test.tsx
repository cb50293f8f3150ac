import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { PurchaseOrderDetail } from '@comptoir/core/modules/purchases-api';
import { renderDialog, sentBody } from '@/test/forms';
import { json, preloadPage, renderApp, renderWithQueries, stubFetch } from '@/test/utils';
import { PO_ID, purchaseDetail, stubPurchases } from '../test/fixtures';
import { PurchaseEmailButton, PurchaseEmailDialog, PurchaseMailState } from './PurchaseEmailDialog';

const URL = `POST /api/purchases/${PO_ID}/email`;
const SUPPLIER_EMAIL = 'orders@ningbo-buttons.example.cn';
const queued = {
  id: 'e0000000-0000-4000-8000-000000000001',
  kind: 'purchase_order',
  status: 'queued',
  recipient: SUPPLIER_EMAIL,
  attempts: 0,
  error: null,
  createdAt: '2026-05-03T08:00:00.000Z',
  sentAt: null,
} as const;

const open = (mailDefaults: PurchaseOrderDetail['mailDefaults'] = { to: SUPPLIER_EMAIL, language: 'zh' }) =>
  renderDialog((on) => <PurchaseEmailDialog purchaseOrder={purchaseDetail({ mailDefaults })} {...on} />);

describe('Envoyer le bon de commande par e-mail', () => {
  it("is prefilled with the supplier's address and language, and sends the choice", async () => {
    const message = `Envoi du bon de commande BCF-2026-00042 à ${SUPPLIER_EMAIL} en cours.`;
    const calls = stubFetch({
      [URL]: () => json(202, { purchaseOrder: purchaseDetail({ mail: queued }), mail: queued, message }),
    });
    const { user, onSaved, onClose } = open();
    expect(
      screen.getByRole('dialog', { name: 'Envoyer le bon de commande BCF-2026-00042 par e-mail' }),
    ).toBeVisible();
    const to = screen.getByRole('textbox', { name: /Destinataire/ });
    expect(to).toHaveValue(SUPPLIER_EMAIL);
    const language = screen.getByRole('combobox', { name: /Langue/ });
    expect(language).toHaveValue('zh');
    await user.selectOptions(language, 'en');
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(message));
    expect(onClose).toHaveBeenCalled();
    expect(sentBody(calls, 'POST')).toEqual({ to: SUPPLIER_EMAIL, language: 'en' });
  });

  it('asks for a recipient when the supplier has none, and shows the server refusal in French', async () => {
    const calls = stubFetch({
      [URL]: () =>
        json(409, {
          error: {
            code: 'mail_not_configured',
            message:
              "L'envoi d'e-mails n'est pas configuré (SMTP) : téléchargez le PDF et transmettez-le vous-même au fournisseur.",
          },
        }),
    });
    const { user, onSaved } = open({ to: null, language: 'fr' });
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(
      await screen.findByText("Le fournisseur n'a pas d'adresse e-mail : indiquez le destinataire."),
    ).toBeVisible();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: /Destinataire/ }), 'pas-une-adresse');
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByText('Adresse e-mail invalide.')).toBeVisible();

    await user.clear(screen.getByRole('textbox', { name: /Destinataire/ }));
    await user.type(screen.getByRole('textbox', { name: /Destinataire/ }), 'li@agent.example.com');
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByText(/L'envoi d'e-mails n'est pas configuré \(SMTP\)/)).toBeVisible();
    expect(sentBody(calls, 'POST')).toEqual({ to: 'li@agent.example.com', language: 'fr' });
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('is offered on a numbered order only, not while an e-mail is on its way', () => {
    const button = (overrides: Parameters<typeof purchaseDetail>[0]) =>
      renderWithQueries(
        <PurchaseEmailButton purchaseOrder={purchaseDetail(overrides)} onMessage={vi.fn()} />,
      );
    const name = 'Envoyer par e-mail';
    const draft = button({ status: 'draft', number: null });
    expect(screen.getByRole('button', { name })).toBeDisabled();
    draft.unmount();
    const mailing = button({ status: 'confirmed', mail: queued });
    expect(screen.getByRole('button', { name })).toBeDisabled();
    mailing.unmount();
    button({ status: 'partially_received' });
    expect(screen.getByRole('button', { name })).toBeEnabled();
  });

  it('opens the dialog from the action and reports the server message', async () => {
    const message = `Envoi du bon de commande BCF-2026-00042 à ${SUPPLIER_EMAIL} en cours.`;
    stubFetch({ [URL]: () => json(202, { purchaseOrder: purchaseDetail(), mail: queued, message }) });
    const { user, onMessage } = renderDialog(
      (on) => (
        <PurchaseEmailButton
          purchaseOrder={purchaseDetail({ mailDefaults: { to: SUPPLIER_EMAIL, language: 'zh' } })}
          onMessage={on.onMessage}
        />
      ),
      ['onMessage'],
    );
    await user.click(screen.getByRole('button', { name: 'Envoyer par e-mail' }));
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    await waitFor(() => expect(onMessage).toHaveBeenCalledWith('success', message));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("says the latest e-mail's state", () => {
    renderDialog(() => (
      <ul>
        <li>
          <PurchaseMailState mail={null} />
        </li>
        <li>
          <PurchaseMailState mail={queued} />
        </li>
        <li>
          <PurchaseMailState mail={{ ...queued, status: 'sent', sentAt: '2026-05-03T08:01:00.000Z' }} />
        </li>
        <li>
          <PurchaseMailState mail={{ ...queued, status: 'failed', error: 'ECONNREFUSED' }} />
        </li>
      </ul>
    ));
    expect(screen.getByText('Jamais envoyé par e-mail')).toBeVisible();
    expect(screen.getByText(`Envoi à ${SUPPLIER_EMAIL} en cours`)).toBeVisible();
    expect(screen.getByText(new RegExp(`^Envoyé à ${SUPPLIER_EMAIL} le 03/05/2026`))).toBeVisible();
    expect(screen.getByText(`Échec de l'envoi à ${SUPPLIER_EMAIL}`)).toBeVisible();
  });

  describe('on the order', { timeout: 20_000 }, () => {
    preloadPage(() => import('../pages/PurchasesPage'));

    it("sends from the order's screen: the toast, then the e-mail's state on the order", async () => {
      const message = `Envoi du bon de commande BCF-2026-00042 à ${SUPPLIER_EMAIL} en cours.`;
      const sent = { ...queued, status: 'sent', attempts: 1, sentAt: '2026-05-03T08:01:00.000Z' } as const;
      let order = purchaseDetail({ mail: null, mailDefaults: { to: SUPPLIER_EMAIL, language: 'zh' } });
      stubPurchases({
        [`GET /api/purchases/${PO_ID}`]: () => json(200, order),
        [URL]: () => {
          order = { ...order, mail: sent };
          return json(202, { purchaseOrder: order, mail: queued, message });
        },
      });
      const { user } = renderApp(`/purchases?id=${PO_ID}`);
      expect(await screen.findByText('Jamais envoyé par e-mail')).toBeVisible();
      await user.click(screen.getByRole('button', { name: 'Envoyer par e-mail' }));
      await user.click(screen.getByRole('button', { name: 'Envoyer' }));
      expect(await screen.findByText(message)).toBeVisible();
      expect(await screen.findByText(new RegExp(`^Envoyé à ${SUPPLIER_EMAIL} le 03/05/2026`))).toBeVisible();
    });
  });
});
