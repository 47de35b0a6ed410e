import type { Link } from '@reentry/contracts/content';
import type { Locale } from '@reentry/contracts/locale';

/**
 * Official sources and organisations the content cites, in one place so every page links the
 * same address. Spanish labels say "(en inglés)" when the page is only in English.
 */
const catalog = {
  ssaCard: ['Social Security Administration: Social Security number and card', 'Administración del Seguro Social: número y tarjeta (en inglés)', 'https://www.ssa.gov/number-card'],
  ssaHome: ['Social Security Administration', 'Administración del Seguro Social', 'https://www.ssa.gov', 'https://www.ssa.gov/espanol/'],
  cdcVitalRecords: ['CDC: Where to Write for Vital Records', 'CDC: dónde pedir actas de nacimiento (en inglés)', 'https://www.cdc.gov/nchs/w2w/index.htm'],
  usaDmv: ['USA.gov: State motor vehicle services', 'USA.gov: oficinas de vehículos motorizados de cada estado (en inglés)', 'https://www.usa.gov/state-motor-vehicle-services'],
  dhsRealId: ['Department of Homeland Security: REAL ID', 'Departamento de Seguridad Nacional: REAL ID (en inglés)', 'https://www.dhs.gov/real-id'],
  usaBenefits: ['USA.gov: Government benefits', 'USA.gov: beneficios del gobierno (en inglés)', 'https://www.usa.gov/benefits'],
  cfpbPrepaid: ['CFPB: Prepaid cards', 'CFPB: tarjetas prepagadas (en inglés)', 'https://www.consumerfinance.gov/consumer-tools/prepaid-cards/'],
  cfpbBank: ['CFPB: Bank accounts', 'CFPB: cuentas bancarias (en inglés)', 'https://www.consumerfinance.gov/consumer-tools/bank-accounts/'],
  cfpbCredit: ['CFPB: Credit reports and scores', 'CFPB: informes y puntajes de crédito (en inglés)', 'https://www.consumerfinance.gov/consumer-tools/credit-reports-and-scores/'],
  cfpbDebtCollection: ['CFPB: Debt collection', 'CFPB: cobro de deudas (en inglés)', 'https://www.consumerfinance.gov/consumer-tools/debt-collection/'],
  cfpbComplaint: ['CFPB: Submit a complaint', 'CFPB: presentar una queja (en inglés)', 'https://www.consumerfinance.gov/complaint/'],
  cfpbHome: ['Consumer Financial Protection Bureau', 'Oficina para la Protección Financiera del Consumidor (CFPB)', 'https://www.consumerfinance.gov', 'https://www.consumerfinance.gov/es/'],
  cfpbYmyg: ['CFPB: Your Money, Your Goals', 'CFPB: Su dinero, sus metas (en inglés)', 'https://www.consumerfinance.gov/consumer-tools/educator-tools/your-money-your-goals/'],
  fdic: ['Federal Deposit Insurance Corporation (FDIC)', 'Corporación Federal de Seguro de Depósitos (FDIC) (en inglés)', 'https://www.fdic.gov'],
  fdicBankFind: ['FDIC BankFind: check that a bank is insured', 'FDIC BankFind: verifique si un banco está asegurado (en inglés)', 'https://banks.data.fdic.gov/bankfind-suite/bankfind'],
  ncua: ['MyCreditUnion.gov (NCUA)', 'MyCreditUnion.gov (NCUA) (en inglés)', 'https://www.mycreditunion.gov'],
  bankOn: ['Bank On: certified low-cost accounts', 'Bank On: cuentas certificadas de bajo costo (en inglés)', 'https://joinbankon.org'],
  chexSystems: ['ChexSystems: free consumer report', 'ChexSystems: su informe gratuito (en inglés)', 'https://www.chexsystems.com'],
  annualCreditReport: ['AnnualCreditReport.com: official free credit reports', 'AnnualCreditReport.com: informes de crédito gratuitos oficiales', 'https://www.annualcreditreport.com'],
  ftcCrypto: ['FTC: What to know about cryptocurrency and scams', 'FTC: lo que debe saber sobre criptomonedas y estafas (en inglés)', 'https://consumer.ftc.gov/articles/what-know-about-cryptocurrency-and-scams'],
  ftcPhishing: ['FTC: How to recognize and avoid phishing scams', 'FTC: cómo reconocer y evitar el phishing (en inglés)', 'https://consumer.ftc.gov/articles/how-recognize-and-avoid-phishing-scams'],
  ftcCreditReports: ['FTC: Free credit reports', 'FTC: informes de crédito gratuitos (en inglés)', 'https://consumer.ftc.gov/articles/free-credit-reports'],
  ftcConsumer: ['FTC Consumer Advice', 'FTC: información para consumidores', 'https://consumer.ftc.gov', 'https://consumidor.ftc.gov'],
  reportFraud: ['FTC: ReportFraud.ftc.gov', 'FTC: ReportFraud.ftc.gov (reportar fraude)', 'https://reportfraud.ftc.gov'],
  identityTheft: ['IdentityTheft.gov', 'IdentityTheft.gov (robo de identidad, también en español)', 'https://www.identitytheft.gov'],
  ic3: ['FBI Internet Crime Complaint Center (IC3)', 'Centro de Quejas de Delitos por Internet del FBI (IC3) (en inglés)', 'https://www.ic3.gov'],
  investorGov: ['SEC: Investor.gov', 'SEC: Investor.gov (en inglés)', 'https://www.investor.gov'],
  sec: ['U.S. Securities and Exchange Commission', 'Comisión de Bolsa y Valores de EE. UU. (SEC) (en inglés)', 'https://www.sec.gov'],
  cftc: ['Commodity Futures Trading Commission', 'Comisión de Comercio de Futuros de Productos Básicos (CFTC) (en inglés)', 'https://www.cftc.gov'],
  irsDigitalAssets: ['IRS: Digital assets', 'IRS: activos digitales (en inglés)', 'https://www.irs.gov/filing/digital-assets'],
  irsFreeHelp: ['IRS: Free tax return preparation', 'IRS: preparación gratuita de impuestos (en inglés)', 'https://www.irs.gov/individuals/free-tax-return-preparation-for-qualifying-taxpayers'],
  childSupport: ['Office of Child Support Services', 'Oficina de Servicios de Manutención Infantil (en inglés)', 'https://www.acf.hhs.gov/css'],
  lawHelp: ['LawHelp.org: free legal aid near you', 'LawHelp.org: ayuda legal gratuita cerca de usted (en inglés)', 'https://www.lawhelp.org'],
  finesFees: ['Fines and Fees Justice Center', 'Fines and Fees Justice Center (en inglés)', 'https://finesandfeesjusticecenter.org'],
  nrrc: ['National Reentry Resource Center', 'Centro Nacional de Recursos para la Reintegración (en inglés)', 'https://nationalreentryresourcecenter.org'],
  careerOneStop: ['CareerOneStop (U.S. Department of Labor)', 'CareerOneStop (Departamento de Trabajo) (en inglés)', 'https://www.careeronestop.org'],
  twoOneOne: ['211: local help with food, housing and bills', '211: ayuda local con comida, vivienda y cuentas', 'https://www.211.org'],
  hud: ['U.S. Department of Housing and Urban Development (HUD)', 'Departamento de Vivienda y Desarrollo Urbano (HUD)', 'https://www.hud.gov'],
  healthcare: ['HealthCare.gov', 'CuidadoDeSalud.gov', 'https://www.healthcare.gov', 'https://www.cuidadodesalud.gov'],
  salvationArmy: ['The Salvation Army', 'El Ejército de Salvación (The Salvation Army)', 'https://www.salvationarmyusa.org'],
  prisonFellowship: ['Prison Fellowship', 'Prison Fellowship (en inglés)', 'https://www.prisonfellowship.org'],
  catholicCharities: ['Catholic Charities USA', 'Caridades Católicas (Catholic Charities USA)', 'https://www.catholiccharitiesusa.org'],
  aleph: ['Aleph Institute', 'Aleph Institute (en inglés)', 'https://aleph-institute.org'],
  tayba: ['Tayba Foundation', 'Tayba Foundation (en inglés)', 'https://www.taybafoundation.org'],
} as const satisfies Record<string, readonly [en: string, es: string, url: string, esUrl?: string]>;

export type SourceId = keyof typeof catalog;

/** The cited links for a locale, in the order given. */
export function cite(locale: Locale, ...ids: SourceId[]): Link[] {
  return ids.map((id) => {
    const [en, es, url, esUrl] = catalog[id] as readonly [string, string, string, string?];
    return locale === 'en' ? { label: en, url } : { label: es, url: esUrl ?? url };
  });
}
