import { mount } from 'cypress/react18';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from '../../src/theme';
import { I18nProvider } from '../../src/i18n';

Cypress.Commands.add('mount', (component, options = {}) =>
  mount(
    <MemoryRouter>
      <ThemeProvider>
        <I18nProvider locale="pt-BR">{component}</I18nProvider>
      </ThemeProvider>
    </MemoryRouter>,
    options,
  ),
);
