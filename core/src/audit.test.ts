import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, auditActionLabelKey, isAuditAction } from './audit';
import { LANGUAGES, resources } from './i18n/index';

function lookup(messages: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node && typeof node === 'object' ? (node as never)[part] : undefined),
      messages,
    );
}

describe('audit actions', () => {
  it('are unique dotted verbs', () => {
    expect(new Set(AUDIT_ACTIONS).size).toBe(AUDIT_ACTIONS.length);
    for (const action of AUDIT_ACTIONS) expect(action).toMatch(/^[a-z_]+\.[a-z_]+$/);
  });

  it('each have a distinct label in every language (issue 30 §1: no raw key in the Journal)', () => {
    for (const language of LANGUAGES) {
      const labels = AUDIT_ACTIONS.map((action) => {
        const label = lookup(resources[language], auditActionLabelKey(action));
        expect(typeof label === 'string' && label.trim() !== '', `${language}: ${action}`).toBe(true);
        return label;
      });
      expect(new Set(labels).size, language).toBe(labels.length);
    }
  });

  it('have no label left over for an action that no longer exists', () => {
    const keys = new Set(AUDIT_ACTIONS.map((action) => auditActionLabelKey(action)));
    for (const language of LANGUAGES) {
      const labels = Object.keys(resources[language].admin.audit.actions);
      expect(
        labels.filter((key) => !keys.has(`admin.audit.actions.${key}`)),
        language,
      ).toEqual([]);
    }
  });

  it('camel-cases the label key and recognises known actions', () => {
    expect(auditActionLabelKey('user.set_active')).toBe('admin.audit.actions.userSetActive');
    expect(auditActionLabelKey('team_member.create')).toBe('admin.audit.actions.teamMemberCreate');
    expect(isAuditAction('quote.convert')).toBe(true);
    expect(isAuditAction('something.else')).toBe(false);
  });
});
