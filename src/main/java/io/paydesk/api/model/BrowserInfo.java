package io.paydesk.api.model;

/** Browser details for 3-D Secure and fraud checks. */
public record BrowserInfo(
    String userAgent,
    String acceptHeader,
    String acceptContent,
    String acceptBrowser,
    String colorDepth,
    String screenHeight,
    String screenWidth,
    Boolean javascriptEnabled,
    Boolean javaEnabled,
    String browserTimeDifference,
    String language,
    String platform) {}
