// The public pages; each loads with its own lazy route module, never with the panel.
export { HomeScreen } from './components/home-screen';
export { DirectoryScreen } from './components/directory-screen';
export { LegalPage } from './components/legal-page';
