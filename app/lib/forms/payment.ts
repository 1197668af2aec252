/** Messages of the payment forms (checkout's payment step and the wallet/gift-card payment page), written once. */
export const CHOOSE_PAYMENT_METHOD = "Please choose a payment method.";
