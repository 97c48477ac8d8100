import { BrowserRouter } from 'react-router-dom';
import { AppProvider } from './provider';
import { AppRoutes } from './router';
import { PageErrorBoundary } from './routes/PageErrorBoundary';

export function App() {
  return (
    <AppProvider>
      <BrowserRouter>
        {/* A failure of the layout itself (a page's shows inside the layout, see RootLayout). */}
        <PageErrorBoundary>
          <AppRoutes />
        </PageErrorBoundary>
      </BrowserRouter>
    </AppProvider>
  );
}
