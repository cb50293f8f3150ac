import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PurchaseOrderDetail, PurchaseReceipt } from '@comptoir/core/modules/purchases-api';
import { json, stubFetch } from '@/test/utils';
import { stubUploads, type SentUpload } from '@/test/fake-xhr';
import { renderDialog } from '@/test/forms';
import { LINE_1, PO_ID, purchaseDetail } from '../test/fixtures';
import { ReceiptFormDialog } from './ReceiptFormDialog';
import { ReceiptsSection } from './ReceiptsSection';

const RECEIPT = 'e0000000-0000-4000-8000-000000000001';
const RECEIPT_LINE = 'e1000000-0000-4000-8000-000000000001';
const PHOTOS_URL = `/api/purchases/${PO_ID}/receipts/${RECEIPT}/lines/${RECEIPT_LINE}/photos`;
const photoUrl = (id: string) => `/api/purchases/${PO_ID}/receipts/${RECEIPT}/photos/${id}`;
const PHOTO_A = 'f1000000-0000-4000-8000-000000000001';
const PHOTO_B = 'f1000000-0000-4000-8000-000000000002';

/** The order with one receipt: 600 buttons received, 25 rejected (with `photos`). */
function received(photos: PurchaseReceipt['lines'][number]['photos'] = []): PurchaseOrderDetail {
  return purchaseDetail({
    status: 'partially_received',
    receipts: [
      {
        id: RECEIPT,
        position: 1,
        date: '2026-11-20',
        notes: null,
        shipmentId: null,
        createdAt: '2026-11-20T08:00:00.000Z',
        createdBy: 'Léa Moreau',
        lines: [
          {
            id: RECEIPT_LINE,
            orderLineId: LINE_1,
            received: '600',
            rejected: '25',
            accepted: '575',
            rejectionReason: 'Nacre rayée',
            weight: null,
            volume: null,
            photos,
          },
        ],
      },
    ],
  });
}

const photo = (id: string, name: string) => ({
  id,
  name,
  mime: 'image/jpeg',
  size: 1_572_864,
  url: photoUrl(id),
  createdAt: '2026-11-20T08:05:00.000Z',
});

const jpeg = (name: string) => new File(['jpeg'], name, { type: 'image/jpeg' });

/** The photos sent by the test running: their address and file name. */
let sent: SentUpload[] = [];
const sentPhotos = () => sent.map((s) => ({ url: s.url, name: (s.body.get('file') as File).name }));

/** Uploads answered by file name: `refuse` maps a name to the message refusing it (415). */
function stubPhotoUploads(refuse: Record<string, string> = {}) {
  sent = stubUploads(({ body }) => {
    const refusal = refuse[(body.get('file') as File).name];
    return refusal
      ? { status: 415, body: { error: { code: 'unsupported_media_type', message: refusal } } }
      : { status: 201, body: { purchaseOrder: received(), message: 'Photos ajoutées.' } };
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const row = (n: number, name: string) => screen.getByRole('group', { name: `${n}. ${name}` });

describe('Photos des marchandises refusées', () => {
  it('offers photos on a rejected line, checks them, and sends them once the receipt is recorded', async () => {
    const calls = stubFetch({
      [`POST /api/purchases/${PO_ID}/receipts`]: () =>
        json(201, { purchaseOrder: received(), message: 'Réception enregistrée.' }),
    });
    stubPhotoUploads();
    const { user, onSaved, onClose } = renderDialog((on) => (
      <ReceiptFormDialog purchaseOrder={purchaseDetail()} {...on} />
    ));
    const first = row(1, 'Bouton nacre 15 mm');
    expect(within(first).queryByLabelText('Ajouter des photos')).toBeNull();
    await user.type(within(first).getByLabelText('Reçu'), '600');
    await user.type(within(first).getByLabelText('Refusé'), '25');
    await user.type(within(first).getByLabelText('Motif du refus'), 'Nacre rayée');
    // Only a line with a rejected quantity takes photos.
    expect(within(row(2, 'Fermeture éclair 20 cm')).queryByLabelText('Ajouter des photos')).toBeNull();
    const input = within(first).getByLabelText('Ajouter des photos');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    expect(
      within(first).getByText(/JPEG, PNG ou WebP, 10 Mo au maximum chacune, 10 par ligne/),
    ).toBeVisible();

    // A PDF and a file over 10 MB are left out, in French.
    const picker = userEvent.setup({ applyAccept: false });
    await picker.upload(input, [
      jpeg('rayure.jpg'),
      new File(['%PDF'], 'devis.pdf', { type: 'application/pdf' }),
    ]);
    expect(within(first).getByRole('alert')).toHaveTextContent(
      "« devis.pdf » n'est pas une photo JPEG, PNG ou WebP.",
    );
    const huge = new File(['x'], 'enorme.png', { type: 'image/png' });
    Object.defineProperty(huge, 'size', { value: 11 * 1024 * 1024 });
    await picker.upload(input, [huge, jpeg('carton.jpg'), jpeg('trop.jpg')]);
    expect(within(first).getByRole('alert')).toHaveTextContent('« enorme.png » dépasse 10 Mo.');
    const chosen = within(first).getByRole('list', { name: 'Photos choisies pour la ligne 1' });
    expect(
      within(chosen)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringContaining('rayure.jpg'),
      expect.stringContaining('carton.jpg'),
      expect.stringContaining('trop.jpg'),
    ]);
    await user.click(within(chosen).getByRole('button', { name: 'Retirer trop.jpg' }));
    expect(within(chosen).getAllByRole('listitem')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Enregistrer une réception' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('Réception enregistrée.'));
    expect(onClose).toHaveBeenCalled();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    // One request per photo, to the receipt line just recorded.
    expect(sentPhotos()).toEqual([
      { url: PHOTOS_URL, name: 'rayure.jpg' },
      { url: PHOTOS_URL, name: 'carton.jpg' },
    ]);
  });

  it('keeps the receipt recorded when the server refuses a photo, and sends only what is left', async () => {
    const calls = stubFetch({
      [`POST /api/purchases/${PO_ID}/receipts`]: () =>
        json(201, { purchaseOrder: received(), message: 'Réception enregistrée.' }),
    });
    const refusal = "« faux.jpg » n'est pas une photo acceptée : images JPEG, PNG ou WebP uniquement.";
    stubPhotoUploads({ 'faux.jpg': refusal });
    const { user, onSaved } = renderDialog((on) => (
      <ReceiptFormDialog purchaseOrder={purchaseDetail()} {...on} />
    ));
    const first = row(1, 'Bouton nacre 15 mm');
    await user.type(within(first).getByLabelText('Reçu'), '600');
    await user.type(within(first).getByLabelText('Refusé'), '25');
    await user.type(within(first).getByLabelText('Motif du refus'), 'Nacre rayée');
    await user.upload(within(first).getByLabelText('Ajouter des photos'), [
      jpeg('bonne.jpg'),
      jpeg('faux.jpg'),
    ]);
    await user.click(screen.getByRole('button', { name: 'Enregistrer une réception' }));

    expect(
      await screen.findByText(
        `La réception est enregistrée, mais la photo « faux.jpg » n'a pas pu être envoyée : ${refusal}`,
      ),
    ).toBeVisible();
    expect(
      screen.getByText('La réception est enregistrée : seules les photos restent à envoyer.'),
    ).toBeVisible();
    expect(onSaved).not.toHaveBeenCalled();
    // The photo sent is no more in the list; the quantities are locked.
    const chosen = within(first).getByRole('list', { name: 'Photos choisies pour la ligne 1' });
    expect(
      within(chosen)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('faux.jpg')]);
    expect(within(first).getByLabelText('Reçu')).toBeDisabled();

    await user.click(within(chosen).getByRole('button', { name: 'Retirer faux.jpg' }));
    await user.click(screen.getByRole('button', { name: 'Envoyer les photos' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('Réception enregistrée.'));
    // The receipt was recorded once.
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    expect(sentPhotos().map((s) => s.name)).toEqual(['bonne.jpg', 'faux.jpg']);
  });

  it("shows a rejected line's photos as thumbnails opening the image, and deletes one after asking", async () => {
    const calls = stubFetch({
      [`DELETE ${photoUrl(PHOTO_A)}`]: () =>
        json(200, {
          purchaseOrder: received([photo(PHOTO_B, 'carton.jpg')]),
          message: 'Photo supprimée.',
        }),
    });
    const { user, onMessage } = renderDialog(
      (on) => (
        <ReceiptsSection
          purchaseOrder={received([photo(PHOTO_A, 'rayure.jpg'), photo(PHOTO_B, 'carton.jpg')])}
          canUpdate
          canDelete
          onMessage={on.onMessage}
        />
      ),
      ['onMessage'],
    );
    const group = screen.getByRole('group', {
      name: 'Photos des marchandises refusées — 1. Bouton nacre 15 mm',
    });
    const image = within(group).getByRole('img', { name: 'rayure.jpg' });
    expect(image).toHaveAttribute('src', photoUrl(PHOTO_A));
    const link = image.closest('a')!;
    expect(link).toHaveAttribute('href', photoUrl(PHOTO_A));
    expect(link).toHaveAttribute('target', '_blank');
    expect(within(group).getAllByText('1,5 Mo')).toHaveLength(2);

    await user.click(within(group).getByRole('button', { name: 'Supprimer la photo rayure.jpg' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Supprimer la photo' });
    expect(confirm).toHaveTextContent(
      'Supprimer la photo « rayure.jpg » ? Elle sera effacée définitivement.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Supprimer la photo' }));
    await waitFor(() => expect(onMessage).toHaveBeenCalledWith('success', 'Photo supprimée.'));
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual([photoUrl(PHOTO_A)]);
  });

  it('shows the photos without delete nor add to a user who may not change the order', () => {
    stubFetch({});
    renderDialog(
      (on) => (
        <ReceiptsSection
          purchaseOrder={received([photo(PHOTO_A, 'rayure.jpg')])}
          canUpdate={false}
          canDelete={false}
          onMessage={on.onMessage}
        />
      ),
      ['onMessage'],
    );
    const group = screen.getByRole('group', {
      name: 'Photos des marchandises refusées — 1. Bouton nacre 15 mm',
    });
    expect(within(group).getByRole('img', { name: 'rayure.jpg' })).toBeVisible();
    expect(within(group).queryByRole('button')).toBeNull();
    expect(within(group).queryByLabelText('Ajouter des photos')).toBeNull();
  });
});
