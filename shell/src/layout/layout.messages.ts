import { defineMessage, defineMessages } from 'react-intl';

export const layoutMessages = defineMessages({
  skipLink: { id: 'shell.layout.skipLink', defaultMessage: 'Skip to main content', description: 'First link on every page, for keyboard users' },
  siteDescription: {
    id: 'shell.layout.siteDescription',
    defaultMessage: 'Free lessons on money, banking and digital currency for people coming home from prison, their families and facilities.',
    description: 'Short description of the site for search engines and link previews',
  },
  siteName: { id: 'shell.layout.siteName', defaultMessage: 'Reentry Financial Literacy', description: 'Site name in the header' },
  mainNav: { id: 'shell.layout.mainNav', defaultMessage: 'Main', description: 'Label of the main navigation landmark' },
  mobileNav: { id: 'shell.layout.mobileNav', defaultMessage: 'Menu', description: 'Label of the mobile navigation landmark' },
  menuButton: { id: 'shell.nav.menuButton', defaultMessage: 'Menu', description: 'Button that opens the mobile menu' },
  about: { id: 'shell.nav.about', defaultMessage: 'About', description: 'Header link to the about section of the home page' },
  financialLiteracy: { id: 'shell.nav.financialLiteracy', defaultMessage: 'Financial Literacy', description: 'Header dropdown with the learning pages' },
  modules: { id: 'shell.nav.modules', defaultMessage: 'Modules', description: 'Link to the learning modules' },
  practice: { id: 'shell.nav.practice', defaultMessage: 'Spot the Scam', description: 'Link to the scam practice page' },
  moneyPlan: { id: 'shell.nav.moneyPlan', defaultMessage: 'My Money Plan', description: 'Link to the first-month money planner' },
  resources: { id: 'shell.nav.resources', defaultMessage: 'Resources', description: 'Link to the resources page' },
  schedule: { id: 'shell.nav.schedule', defaultMessage: 'Schedule a Presentation', description: 'Link to the workshop request page' },
  getHelp: { id: 'shell.nav.getHelp', defaultMessage: 'Get Help', description: 'Link to the reentry support application' },
  donate: { id: 'shell.nav.donate', defaultMessage: 'Donate', description: 'Link to the donation page' },
  testimonials: { id: 'shell.nav.testimonials', defaultMessage: 'Testimonials', description: 'Mobile menu link to the testimonials section' },
  contact: { id: 'shell.nav.contact', defaultMessage: 'Contact', description: 'Mobile menu link to the contact section' },
  instructor: { id: 'shell.nav.instructor', defaultMessage: 'Instructor Portal', description: 'Header link, shown to instructors only' },
  admin: { id: 'shell.nav.admin', defaultMessage: 'Admin Dashboard', description: 'Header link, shown to admins only' },
  staff: { id: 'shell.nav.staff', defaultMessage: 'Staff', description: 'Header menu holding the staff pages (Instructor Portal, Admin Dashboard) for someone who has more than one' },
  content: { id: 'shell.nav.content', defaultMessage: 'Content', description: 'Header link to the content studio (edit lessons and page texts), shown to content editors only' },
  login: { id: 'shell.nav.login', defaultMessage: 'Login', description: 'Link to the login page' },
  myAccount: { id: 'shell.nav.myAccount', defaultMessage: 'My account', description: 'Account menu link to the learner\'s name, email, language, data and deletion' },
  myProgress: { id: 'shell.nav.myProgress', defaultMessage: 'My progress', description: 'Account menu link to the learning modules and how far the learner is' },
  myCertificates: { id: 'shell.nav.myCertificates', defaultMessage: 'My certificates', description: 'Account menu link to the learner’s certificates' },
  accountSecurity: { id: 'shell.nav.accountSecurity', defaultMessage: 'Account security', description: 'Account menu link to password, two-step sign-in and signed-in devices' },
  logout: { id: 'shell.nav.logout', defaultMessage: 'Log out', description: 'Button that logs the user out' },
  loading: { id: 'shell.layout.loading', defaultMessage: 'Loading…', description: 'Shown while a page loads' },
  footerNav: { id: 'shell.footer.nav', defaultMessage: 'Footer', description: 'Label of the footer navigation landmark' },
  getInTouch: { id: 'shell.footer.getInTouch', defaultMessage: 'Get In Touch', description: 'Footer link to the contact page' },
  sharedTablet: { id: 'shell.kiosk.footer', defaultMessage: 'Shared tablet', description: 'Footer link to the kiosk page, on a shared tablet (kiosk mode) only' },
  adminFooter: { id: 'shell.footer.admin', defaultMessage: 'Admin', description: 'Footer link to the admin dashboard (shown to everyone)' },
  switchLanguage: { id: 'shell.footer.switchLanguage', defaultMessage: 'Español', description: 'Language toggle: names the OTHER language, in that language' },
  darkTheme: { id: 'shell.footer.darkTheme', defaultMessage: 'Dark theme', description: 'Footer link that switches to the dark colour theme' },
  lightTheme: { id: 'shell.footer.lightTheme', defaultMessage: 'Light theme', description: 'Footer link that switches to the light colour theme' },
});

export const signedInAsMessage = defineMessage<{ name: string }>({
  id: 'shell.nav.signedInAs',
  defaultMessage: 'Signed in as {name}',
  description: 'Header text for a signed-in user',
});

export const copyrightMessage = defineMessage<{ year: number }>({
  id: 'shell.footer.copyright',
  defaultMessage: '© {year} Reentry Financial Literacy. All rights reserved.',
  description: 'Copyright line with the current year',
});
