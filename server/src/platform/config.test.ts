import { describe, expect, it } from 'vitest';
import { demoExposureProblem, isLoopbackHost, loadConfig } from './config';

const SMTP = 'smtp://mail.example.test:587';

describe('configuration of e-mail links (issue 29 §3)', () => {
  it('refuses to start with e-mail configured and neither a public URL nor accepted hosts, in French', () => {
    expect(() => loadConfig({ SMTP_URL: SMTP })).toThrow(
      /^Configuration invalide : SMTP_URL est défini mais COMPTOIR_PUBLIC_URL ne l'est pas\./,
    );
    expect(() => loadConfig({ SMTP_URL: SMTP, COMPTOIR_ALLOWED_HOSTS: ' , ' })).toThrow(
      /COMPTOIR_PUBLIC_URL/,
    );
  });

  it('starts with e-mail and a public URL, or with e-mail and accepted hosts (trimmed, lower case)', () => {
    expect(
      loadConfig({ SMTP_URL: SMTP, COMPTOIR_PUBLIC_URL: 'https://comptoir.example.com/' }).publicUrl,
    ).toBe('https://comptoir.example.com/');
    const config = loadConfig({
      SMTP_URL: SMTP,
      COMPTOIR_ALLOWED_HOSTS: 'Comptoir.Example.com, localhost:3000',
    });
    expect(config.publicUrl).toBeUndefined();
    expect(config.allowedHosts).toEqual(['comptoir.example.com', 'localhost:3000']);
  });

  it('starts without e-mail and without either: no link is ever mailed', () => {
    const config = loadConfig({});
    expect(config.smtpUrl).toBeUndefined();
    expect(config.allowedHosts).toEqual([]);
  });

  it('refuses a public URL that is not an http(s) address without a path', () => {
    for (const bad of [
      'comptoir.example.com',
      'ftp://comptoir.example.com',
      'https://x.example/app',
      'javascript:alert(1)',
    ]) {
      expect(() => loadConfig({ COMPTOIR_PUBLIC_URL: bad }), bad).toThrow(/COMPTOIR_PUBLIC_URL doit être/);
    }
    expect(loadConfig({ COMPTOIR_PUBLIC_URL: 'http://localhost:3000' }).publicUrl).toBe(
      'http://localhost:3000',
    );
  });
});

describe('demo accounts on a public address (issue 29 §2)', () => {
  it('knows loopback addresses from the others', () => {
    for (const host of [
      '127.0.0.1',
      '127.1.2.3',
      '::1',
      '[::1]',
      'localhost',
      'LocalHost',
      '::ffff:127.0.0.1',
    ])
      expect(isLoopbackHost(host), host).toBe(true);
    for (const host of ['0.0.0.0', '::', '192.168.1.10', '10.0.0.1', 'comptoir.example.com', '128.0.0.1', ''])
      expect(isLoopbackHost(host), host).toBe(false);
  });

  it('refuses a public address while demo accounts exist, unless COMPTOIR_DEMO_PUBLIC=1', () => {
    expect(demoExposureProblem('0.0.0.0', true, false)).toMatch(
      /^Les comptes de démonstration, dont les mots de passe sont publics, sont encore actifs et HOST=0\.0\.0\.0/,
    );
    expect(demoExposureProblem('0.0.0.0', true, true)).toBeNull();
    expect(demoExposureProblem('0.0.0.0', false, false)).toBeNull();
    expect(demoExposureProblem('127.0.0.1', true, false)).toBeNull();
    expect(loadConfig({}).demoPublic).toBe(false);
    expect(loadConfig({ COMPTOIR_DEMO_PUBLIC: '1' }).demoPublic).toBe(true);
  });
});
