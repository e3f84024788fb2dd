import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { JournalDB } from './db/journal-db';
import { pickTransport } from './transport/pick-transport';

/** Bootstrap: one engine transport, one database, one React root. */
const { kind, client } = pickTransport();
const db = new JournalDB();
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
document.documentElement.dataset.transport = kind;

createRoot(root).render(
  <StrictMode>
    <App engine={client} db={db} />
  </StrictMode>,
);
