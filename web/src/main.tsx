import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// Theme and language first: the first paint is already in the right colours and language.
import { initTheme } from './lib/theme';
import { loadInitialMessages } from './lib/i18n';
import { App } from './app/App';
import './index.css';

initTheme();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// The current language's shell messages come first (a few kilobytes), so the first render is
// translated; the session check starts in parallel inside <App />.
void loadInitialMessages()
  .catch(() => undefined) // a failed chunk shows keys rather than nothing; a reload fixes it
  .then(() => {
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
