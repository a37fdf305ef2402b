import { defineConfig } from 'cypress';
import registerTasks from './cypress/support/tasks';

export default defineConfig({
  e2e: {
    baseUrl: 'http://localhost:3000',
    setupNodeEvents(on) {
      registerTasks(on);
    },
  },
});
