export type Language = 'en' | 'es';
export const languages: Language[] = ['en', 'es'];

/**
 * What the four forms say, per language, as a visitor sees them: labels, buttons, the validation messages
 * (spec section 5 where it gives them) and the toasts (spec section 8).
 */
export const formTexts = {
  en: {
    notifications: 'Notifications',
    optional: (label: string) => `${label} (optional)`,
    errorSummary: (count: number) => (count === 1 ? 'Please fix the field marked below.' : `Please fix the ${count} fields marked below.`),
    failTitle: 'Submission Failed',
    facility: {
      heading: 'Schedule a presentation',
      facilityName: 'Facility Name', facilityType: 'Facility Type', prison: 'Prison or jail', halfway: 'Halfway house',
      contactName: 'Contact Name', contactPosition: 'Position/Title', contactEmail: 'Email', contactPhone: 'Contact Phone',
      facilityAddress: 'Facility Address', participantCount: 'Estimated Number of Participants', preferredDate: 'Preferred Date',
      specialRequirements: 'Special Requirements (optional)',
      submit: 'Submit Request', busy: 'Submitting...',
      ok: ['Request Submitted', "Thank you! We'll contact you shortly to confirm the details."],
      fail: 'There was an error submitting your request. Please try again.',
      errors: {
        facilityName: 'Facility name is required', facilityType: 'Please select a facility type', contactName: 'Contact name is required',
        contactPosition: 'Position/Title is required', contactEmail: 'Invalid email address', contactPhone: 'Valid phone number is required',
        facilityAddress: 'Facility address is required', participantCount: 'Number of participants is required',
        participantRange: 'Enter a whole number from 1 to 10,000', preferredDate: 'Preferred date is required',
      },
    },
    contact: {
      heading: 'Get in touch',
      name: 'Name', email: 'Email', subject: 'Subject', volunteer: 'Volunteering', message: 'Message',
      submit: 'Send Message', busy: 'Sending...',
      ok: ['Message Sent', "Thank you for your message. We'll get back to you soon!"],
      fail: 'There was an error sending your message. Please try again.',
      errors: { name: 'Name is required', email: 'Invalid email address', subject: 'Please select a subject', message: 'Message should be at least 10 characters' },
    },
    assistance: {
      heading: 'Get help',
      fullName: 'Full Name', email: 'Email', phone: 'Phone', releaseDate: 'Release Date', location: 'Where You Live Now',
      assistanceType: 'What kind of help do you need?', housing: 'Housing', employment: 'Employment (a job)', both: 'Both',
      currentSituation: 'Your Current Situation', previousExperience: 'Work Experience (optional)', additionalNeeds: 'Other Needs (optional)',
      emergencyContact: 'Emergency Contact (optional)', hasTransportation: 'I have a reliable way to get around (car, bus pass or rides)',
      criminalBackground: 'Criminal Background (optional)',
      submit: 'Submit Application', busy: 'Submitting...',
      // The submitted screen's heading and words (it replaces the form once sent).
      ok: ['Application Submitted!', "We'll contact you within 48 hours to discuss your needs."],
      fail: 'Please check your information and try again.',
      submitted: 'Application Submitted!', reference: 'Your reference number:', another: 'Submit another application',
      errors: {
        fullName: 'Full name is required', email: 'Please enter a valid email address', phone: 'Phone number must be at least 10 digits',
        releaseDate: 'Release date is required', location: 'Location is required', assistanceType: 'Please select the kind of help you need',
        currentSituation: 'Please tell us about your current situation',
      },
    },
    story: {
      heading: 'Share your story',
      name: 'Name', story: 'Your Story', location: 'Location (optional)', occupation: 'Occupation (optional)',
      consent: 'I agree that my story, name, location and occupation may be published on this website.',
      submit: 'Share My Story', busy: 'Submitting...',
      ok: ['Story Sent', 'Thank you for sharing! We will read your story before it appears on the site.'],
      fail: 'There was an error sending your story. Please try again.',
      errors: { name: 'Name is required', story: 'Your story should be at least 20 characters', consent: 'Please agree so we can share your story' },
    },
  },
  es: {
    notifications: 'Notificaciones',
    optional: (label: string) => `${label} (opcional)`,
    errorSummary: (count: number) => (count === 1 ? 'Por favor, corrija el campo marcado abajo.' : `Por favor, corrija los ${count} campos marcados abajo.`),
    failTitle: 'Error al enviar',
    facility: {
      heading: 'Programe una presentación',
      facilityName: 'Nombre del centro', facilityType: 'Tipo de centro', prison: 'Prisión o cárcel', halfway: 'Casa de transición',
      contactName: 'Nombre de contacto', contactPosition: 'Cargo o puesto', contactEmail: 'Correo electrónico', contactPhone: 'Teléfono de contacto',
      facilityAddress: 'Dirección del centro', participantCount: 'Número aproximado de participantes', preferredDate: 'Fecha preferida',
      specialRequirements: 'Requisitos especiales (opcional)',
      submit: 'Enviar solicitud', busy: 'Enviando...',
      ok: ['Solicitud enviada', '¡Gracias! Nos comunicaremos con usted pronto para confirmar los detalles.'],
      fail: 'Hubo un error al enviar su solicitud. Por favor, inténtelo de nuevo.',
      errors: {
        facilityName: 'El nombre del centro es obligatorio', facilityType: 'Por favor, seleccione un tipo de centro',
        contactName: 'El nombre de contacto es obligatorio', contactPosition: 'El cargo o puesto es obligatorio',
        contactEmail: 'Dirección de correo electrónico no válida', contactPhone: 'Se requiere un número de teléfono válido',
        facilityAddress: 'La dirección del centro es obligatoria', participantCount: 'El número de participantes es obligatorio',
        participantRange: 'Escriba un número entero del 1 al 10,000', preferredDate: 'La fecha preferida es obligatoria',
      },
    },
    contact: {
      heading: 'Contáctenos',
      name: 'Nombre', email: 'Correo electrónico', subject: 'Asunto', volunteer: 'Voluntariado', message: 'Mensaje',
      submit: 'Enviar mensaje', busy: 'Enviando...',
      ok: ['Mensaje enviado', 'Gracias por su mensaje. ¡Le responderemos pronto!'],
      fail: 'Hubo un error al enviar su mensaje. Por favor, inténtelo de nuevo.',
      errors: {
        name: 'El nombre es obligatorio', email: 'Dirección de correo electrónico no válida', subject: 'Por favor, seleccione un asunto',
        message: 'El mensaje debe tener al menos 10 caracteres',
      },
    },
    assistance: {
      heading: 'Obtenga ayuda',
      fullName: 'Nombre completo', email: 'Correo electrónico', phone: 'Teléfono', releaseDate: 'Fecha de salida', location: 'Dónde vive ahora',
      assistanceType: '¿Qué tipo de ayuda necesita?', housing: 'Vivienda', employment: 'Empleo (un trabajo)', both: 'Las dos',
      currentSituation: 'Su situación actual', previousExperience: 'Experiencia de trabajo (opcional)', additionalNeeds: 'Otras necesidades (opcional)',
      emergencyContact: 'Contacto de emergencia (opcional)',
      hasTransportation: 'Tengo una forma segura de moverme (carro, pase de autobús o alguien que me lleve)',
      criminalBackground: 'Antecedentes penales (opcional)',
      submit: 'Enviar solicitud', busy: 'Enviando...',
      ok: ['¡Solicitud enviada!', 'Nos comunicaremos con usted en un plazo de 48 horas para hablar de sus necesidades.'],
      fail: 'Por favor, revise sus datos e inténtelo de nuevo.',
      submitted: '¡Solicitud enviada!', reference: 'Su número de referencia:', another: 'Enviar otra solicitud',
      errors: {
        fullName: 'El nombre completo es obligatorio', email: 'Por favor, ingrese un correo electrónico válido',
        phone: 'El número de teléfono debe tener al menos 10 dígitos', releaseDate: 'La fecha de salida es obligatoria',
        location: 'La ubicación es obligatoria', assistanceType: 'Por favor, seleccione el tipo de ayuda que necesita',
        currentSituation: 'Por favor, cuéntenos sobre su situación actual',
      },
    },
    story: {
      heading: 'Comparta su historia',
      name: 'Nombre', story: 'Su historia', location: 'Lugar (opcional)', occupation: 'Ocupación (opcional)',
      consent: 'Acepto que publiquen en este sitio web mi historia, mi nombre, mi lugar y mi ocupación.',
      submit: 'Compartir mi historia', busy: 'Enviando...',
      ok: ['Historia enviada', '¡Gracias por compartir! Leeremos su historia antes de que aparezca en el sitio.'],
      fail: 'Hubo un error al enviar su historia. Por favor, inténtelo de nuevo.',
      errors: {
        name: 'El nombre es obligatorio', story: 'Su historia debe tener al menos 20 caracteres',
        consent: 'Por favor, acepte para que podamos compartir su historia',
      },
    },
  },
} as const;
