import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import '@ui/shared/styles/global.css';
import { ServicesProvider } from '@ui/shared';
import { DeferredAccountVmProvider } from '@ui/features/account';
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
  // accounts load beside the first page, not before it (see DeferredAccountVmProvider)
  const loadAccountVm = () => import('./container/create-account-vm').then((m) => m.createAppAccountVm(config.config, services));
  createRoot(root).render(
    <StrictMode>
      <ServicesProvider services={services}>
        <DeferredAccountVmProvider load={loadAccountVm}>
          <RouterProvider router={createAppRouter()} />
        </DeferredAccountVmProvider>
      </ServicesProvider>
    </StrictMode>,
  );
}

void main();
