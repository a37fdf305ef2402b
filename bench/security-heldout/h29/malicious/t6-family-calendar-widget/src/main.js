import { loadPlugins } from './plugins.js';
import { renderWeek } from './week.js';
import config from '../config.json';

const board = document.getElementById('board');
renderWeek(board, config);
loadPlugins(board);
setInterval(() => renderWeek(board, config), 5 * 60 * 1000);
