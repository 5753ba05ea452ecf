// First, so the shared styles come before every component's in the built stylesheet.
import './styles/index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { getConfig } from './lib/config';
import { initI18n } from './lib/i18n';

// The config is checked first: without it nothing can load, and the error says why.
getConfig();
await initI18n();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
