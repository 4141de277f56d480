import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import '@ui/styles/global.css';
import { ServicesProvider } from '@ui/services/services-context';
import { readConfig } from './config/read-config';
import { createAppServices } from './container/create-app-services';
import { createAppRouter } from './router/routes';
import { renderConfigProblem } from './config/render-config-problem';

async function main() {
  const root = document.getElementById('root');
  if (!root) return;
  const config = readConfig();
  if (!config.ok) {
    renderConfigProblem(root, config.problems);
    return;
  }
  const services = await createAppServices(config.config);
  createRoot(root).render(
    <StrictMode>
      <ServicesProvider services={services}>
        <RouterProvider router={createAppRouter()} />
      </ServicesProvider>
    </StrictMode>,
  );
}

void main();
