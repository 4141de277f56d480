import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import '@ui/styles/global.css';
import { ServicesProvider } from '@ui/services/services-context';
import { AccountVmProvider } from '@ui/account/account-context';
import { createAppAccountVm } from './container/create-account-vm';
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
  const accountVm = await createAppAccountVm(config.config, services);
  createRoot(root).render(
    <StrictMode>
      <ServicesProvider services={services}>
        <AccountVmProvider vm={accountVm}>
          <RouterProvider router={createAppRouter()} />
        </AccountVmProvider>
      </ServicesProvider>
    </StrictMode>,
  );
}

void main();
