import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// Theme and language first: the first paint is already in the right colours and language.
import { initTheme } from './lib/theme';
import './lib/i18n';
import { App } from './app/App';
import './index.css';

initTheme();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
