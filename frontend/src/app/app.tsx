import { RouterProvider } from 'react-router-dom';
import { AppProvider } from '@/app/provider';
import { createAppRouter } from '@/app/router';

const router = createAppRouter();

export const App = () => (
  <AppProvider>
    <RouterProvider router={router} />
  </AppProvider>
);
