import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { takeTokenFromUrl } from '@portal/data-access';
import { App } from './app/App';

// A session token handed over in the URL goes into the session before anything renders.
takeTokenFromUrl();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
