import { useEffect } from 'react';
import type { LayoutSettings } from '../slice/types';

interface BodyLayout {
  settings: LayoutSettings;
  sidebarCollapsed: boolean;
  mobileSidebarOpen: boolean;
}

// The settings live on <body> so app.css can restyle every part of the shell from one place.
export function useBodyLayout({ settings, sidebarCollapsed, mobileSidebarOpen }: BodyLayout): void {
  useEffect(() => {
    const { dataset, classList } = document.body;
    dataset.layout = settings.layoutType;
    dataset.layoutSize = settings.layoutWidth;
    dataset.sidebar = settings.leftSidebarTheme;
    dataset.topbar = settings.topbarTheme;
    classList.toggle('sidebar-collapsed', sidebarCollapsed);
    classList.toggle('sidebar-enable', mobileSidebarOpen);
    return () => {
      delete dataset.layout;
      delete dataset.layoutSize;
      delete dataset.sidebar;
      delete dataset.topbar;
      classList.remove('sidebar-collapsed', 'sidebar-enable');
    };
  }, [settings, sidebarCollapsed, mobileSidebarOpen]);
}
