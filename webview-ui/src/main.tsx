/** Entry of the dashboard webview bundle (dist/webview/dashboard.js + dashboard.css). */
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { getStore } from './store.ts';
import './styles.css';

const store = getStore();
const root = document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));
createRoot(root).render(<App store={store} />);
store.start();
