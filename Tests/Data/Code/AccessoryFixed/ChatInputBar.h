#import <UIKit/UIKit.h>

@interface ChatInputBar : UIView
@end
