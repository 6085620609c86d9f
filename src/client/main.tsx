import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AfterLoad } from './app/after-load';
import { Providers } from './app/providers';
import { AppRoutes } from './app/router';
import './styles.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers>
      <div className="mx-auto min-h-dvh w-full max-w-[42rem] bg-cream">
        <AppRoutes />
      </div>
      <AfterLoad />
    </Providers>
  </StrictMode>,
);
