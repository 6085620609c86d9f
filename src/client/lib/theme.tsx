// The theme choice, kept in browser storage (default 'system'). The shop is designed light; the choice is
// applied as a data attribute so a darker palette can follow without touching components.
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { readStored, STORAGE_KEYS, writeStored } from './storage';

export type Theme = 'light' | 'dark' | 'system';
const ThemeContext = createContext<{ theme: Theme; setTheme(t: Theme): void }>({ theme: 'system', setTheme: () => {} });

export function ThemeProvider({ children }: { children: ReactNode }) {
  const [theme, setTheme] = useState<Theme>(() => readStored<Theme>(STORAGE_KEYS.theme) ?? 'system');
  useEffect(() => {
    writeStored(STORAGE_KEYS.theme, theme);
    document.documentElement.dataset.theme = theme;
  }, [theme]);
  return <ThemeContext.Provider value={{ theme, setTheme }}>{children}</ThemeContext.Provider>;
}

export const useTheme = () => useContext(ThemeContext);
