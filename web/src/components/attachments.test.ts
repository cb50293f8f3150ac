import { describe, expect, it } from 'vitest';
import { MAX_MESSAGE_FILES } from '@comptoir/core/modules/conversations';
import { MAX_COMMENT_FILES, MAX_DEMANDE_FILE_BYTES } from '@comptoir/core/modules/demandes';
import { ATTACHMENT_ACCEPT, addAttachments, attachmentProblem } from './attachments';

const file = (name: string, type: string, size = 10) =>
  Object.defineProperty(new File(['x'], name, { type }), 'size', { value: size });

describe('attachment rules (comments and conversation messages)', () => {
  it('accepts images, PDF, Word and Excel, and nothing else', () => {
    expect(ATTACHMENT_ACCEPT).toBe('image/*,.pdf,.doc,.docx,.xls,.xlsx');
    for (const ok of [
      file('photo.png', 'image/png'),
      file('Devis.PDF', ''),
      file('note.docx', ''),
      file('prix.xls', ''),
    ]) {
      expect(attachmentProblem(ok)).toBeNull();
    }
    expect(attachmentProblem(file('setup.exe', 'application/octet-stream'))).toBe(
      'Type de fichier non accepté : images, PDF, Word ou Excel.',
    );
  });

  it('refuses a file over the size limit, keeping the others', () => {
    const big = file('plan.pdf', 'application/pdf', MAX_DEMANDE_FILE_BYTES + 1);
    const small = file('devis.pdf', 'application/pdf');
    expect(addAttachments([], [big, small], 'message')).toEqual({
      files: [small],
      problem: 'Fichier trop volumineux (10 Mo au maximum).',
    });
  });

  it('cuts the list at the count limit, with the too-many message', () => {
    const many = Array.from({ length: 7 }, (_, i) => file(`f${i}.pdf`, 'application/pdf'));
    for (const [to, max] of [
      ['comment', MAX_COMMENT_FILES],
      ['message', MAX_MESSAGE_FILES],
    ] as const) {
      const result = addAttachments(many.slice(0, 1), many.slice(1), to);
      expect(result.files).toEqual(many.slice(0, max));
      expect(result.problem).toBe('Trop de fichiers (5 au maximum).');
    }
  });
});
