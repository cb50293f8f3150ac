import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, makeSession, mockApi, noDemo, renderApp, signedOut } from '@/test/utils';
import { i18n } from './i18n';

describe('language switch', () => {
  it('translates the login page into English and Chinese, and remembers the choice', async () => {
    const { requests } = mockApi({
      'GET /api/auth/session': signedOut,
      'GET /api/auth/demo-accounts': noDemo,
      'POST /api/auth/login': () => json(401, { error: { code: 'invalid_credentials', message: 'x' } }),
    });
    const { user } = renderApp('/login');
    await screen.findByRole('button', { name: 'Se connecter' });
    expect(document.documentElement.lang).toBe('fr');

    await user.selectOptions(screen.getByLabelText('Langue'), 'en');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toBeInTheDocument();
    expect(screen.queryByText('Se souvenir de moi (30 jours)')).not.toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    expect(window.localStorage.getItem('comptoir.language')).toBe('en');

    // Validation messages (i18n keys from the core schema) follow the language.
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Email address is required')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Language'), 'zh');
    expect(await screen.findByRole('button', { name: '登录' })).toBeInTheDocument();
    expect(screen.queryByText('Email address is required')).not.toBeInTheDocument();
    expect(screen.getByText('请输入电子邮箱')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('zh');

    // The server is asked to answer in the interface language.
    await user.type(screen.getByLabelText('电子邮箱'), 'lea@comptoir.test');
    await user.type(screen.getByLabelText('密码'), 'secret-123');
    await user.click(screen.getByRole('button', { name: '登录' }));
    await screen.findByRole('alert');
    expect(requests.find((r) => r.url === '/api/auth/login')?.headers['x-comptoir-lang']).toBe('zh');
  });

  it('starts in the language kept in localStorage', async () => {
    window.localStorage.setItem('comptoir.language', 'en');
    const { storedLanguage } = await import('./i18n');
    expect(storedLanguage()).toBe('en');
    window.localStorage.setItem('comptoir.language', 'xx');
    expect(storedLanguage()).toBe('fr');
  });

  it("applies the signed-in user's saved language and saves a new choice to the account", async () => {
    const { requests } = mockApi({
      'GET /api/auth/session': () =>
        json(200, makeSession({ preferences: { language: 'en', theme: 'dark' } })),
      'PATCH /api/auth/preferences': () => json(200, { language: 'zh' }),
    });
    const { user } = renderApp('/dashboard');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Operations dashboard' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(i18n.language).toBe('en');
    expect(document.documentElement).toHaveClass('dark');

    await user.selectOptions(screen.getByLabelText('Language'), 'zh');
    expect(await screen.findByRole('link', { name: '仪表板' })).toBeInTheDocument();
    await waitFor(() => expect(requests.some((r) => r.method === 'PATCH')).toBe(true));
    const patch = requests.find((r) => r.method === 'PATCH');
    expect(patch?.url).toBe('/api/auth/preferences');
    expect(patch?.body).toEqual({ language: 'zh' });
  });

  it('does not save preferences to the server before sign-in', async () => {
    const { requests } = mockApi({
      'GET /api/auth/session': signedOut,
      'GET /api/auth/demo-accounts': noDemo,
    });
    const { user } = renderApp('/login');
    await user.selectOptions(await screen.findByLabelText('Langue'), 'en');
    await user.click(screen.getByRole('button', { name: 'Toggle theme' }));
    expect(document.documentElement).toHaveClass('dark');
    expect(window.localStorage.getItem('comptoir.theme')).toBe('dark');
    expect(requests.filter((r) => r.method === 'PATCH')).toEqual([]);
  });
});
